// The admin's 404 (an unknown post in the editor) is the plain one of app/not-found.tsx, shown
// inside the admin layout, which brings the stylesheet the root layout does not (app/layout.tsx).
export { default, metadata } from '../not-found';
