/**
 * Stripe.js replaced in the browser by a small fake with the same surface (tests have
 * no internet): serve it for https://js.stripe.com/** with page.route.
 */
export const FAKE_STRIPE_JS = `
window.Stripe = function () {
  return {
    elements: function () {
      var element = {
        mount: function (node) {
          var label = document.createElement('label');
          label.textContent = 'Card details (test double)';
          var input = document.createElement('input');
          input.name = 'fake-card';
          label.appendChild(input);
          node.appendChild(label);
        },
        destroy: function () {},
        on: function () {},
      };
      return {
        create: function () { return element; },
        getElement: function () { return element; },
        submit: function () { return Promise.resolve({}); },
      };
    },
    confirmPayment: function (options) {
      window.__foyerConfirmed = (window.__foyerConfirmed || []).concat(options.clientSecret);
      return Promise.resolve({ paymentIntent: { status: 'processing' } });
    },
  };
};
window.Stripe.version = 'endive';
`;
