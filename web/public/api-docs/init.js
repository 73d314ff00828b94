// Starts Swagger UI on the API's OpenAPI document (a file of its own: the CSP allows no inline scripts).
window.addEventListener('load', function () {
  window.ui = window.SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    tryItOutEnabled: false,
    // Otherwise Swagger UI asks validator.swagger.io about every non-local document.
    validatorUrl: null,
  });
});
