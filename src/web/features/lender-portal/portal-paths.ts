/** The portal's own addresses the screens send to. */
export const LOGIN_PATH = '/lenders/login';
export const ENROL_PATH = '/lenders/enrol';
export const HOME_PATH = '/lenders/leads';
