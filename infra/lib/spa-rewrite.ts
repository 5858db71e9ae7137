// The CloudFront Function (cloudfront-js-2.0, viewer request) on the site's default behaviour:
// an app route such as /gyms/42 has no file extension in its last segment and is answered with
// /index.html, so the client router can render it. Files keep their path, so a missing file is
// still a 404; /api/* and /assets/* have their own behaviours and never reach this function.
// (Custom error responses would also turn API and asset errors into the HTML shell.)
export const SPA_REWRITE_CODE = `function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
`;
