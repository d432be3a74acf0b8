package service

// CheckoutLines exposes checkoutLines to the tests.
var CheckoutLines = checkoutLines
