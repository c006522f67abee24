/** The product name (ARCHITECTURE: one constant for sign-in card, header, e-mails, PDF metadata). */
export const PRODUCT_NAME = "TailorCV";
