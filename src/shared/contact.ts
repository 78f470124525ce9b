/** docs/product.md#public-site: the contact form's confirmation (a browser alert, and the API's message). */
export const CONTACT_CONFIRMATION = "Thank you for your message. We'll get back to you soon!";
