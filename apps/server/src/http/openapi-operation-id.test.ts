import { describe, expect, it } from "vitest";
import { operationIdOf } from "./openapi-operation-id";

describe("operationIdOf", () => {
  it.each([
    ["GET", "/api/v1/product", true, "listProducts"],
    ["POST", "/api/v1/product", true, "addProduct"],
    ["GET", "/api/v1/product/:productId", false, "getProduct"],
    ["PUT", "/api/v1/product/:productId", false, "updateProduct"],
    ["DELETE", "/api/v1/product/:productId", false, "removeProduct"],
    ["GET", "/api/v1/product/:productId/version", true, "listProductVersions"],
    ["GET", "/api/v1/product/:productId/version/:versionId", false, "getProductVersion"],
    ["POST", "/api/v1/product/:productId/version/:versionId/clone", false, "productVersionClone"],
    ["PUT", "/api/v1/product/:productId/version/:versionId/package", true, "updateProductVersionPackages"],
    ["GET", "/api/v1/product/tags", false, "getProductTags"],
    ["GET", "/api/v1/account", false, "getAccount"],
    ["POST", "/api/v1/account/login", false, "accountLogin"],
    ["POST", "/api/v1/account/forgotpassword", false, "accountForgotPassword"],
    ["PUT", "/api/v1/account/profile", false, "updateAccountProfile"],
    ["GET", "/api/v1/componentoptiondefinition", true, "listComponentOptionDefinitions"],
    ["POST", "/api/v1/componentoption/export", false, "componentOptionExport"],
    ["GET", "/api/v1/company/:companyId/apikey", true, "listCompanyApiKeys"],
    ["GET", "/api/v1/jobstatus/:jobId", false, "getJobStatus"],
    ["GET", "/api/v1/analytics/bandwidth", false, "getAnalyticsBandwidth"],
    ["GET", "/api/v2/shopify/app/:clientId/remote", false, "getShopifyAppRemote"],
    ["GET", "/api/v1/category", true, "listCategories"],
  ])("%s %s is %s", (method, url, isCollection, expected) => {
    expect(operationIdOf({ method, url, isCollection: isCollection as boolean })).toBe(expected);
  });
});
