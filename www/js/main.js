// @ts-check
// The page's entry (index.html loads this module): the controller does the rest.
import "./controller.js";
