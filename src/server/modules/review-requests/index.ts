// What other modules and src/server may use of this module: nothing reaches past this file (decision 144).
export { qualityHoldAdminRoutes } from './quality-hold.routes.ts';
export { reviewRequestsPlugin } from './review-requests.plugin.ts';
export { requestReview, reviewState, reviewStateForRecord } from './review-requests.service.ts';
