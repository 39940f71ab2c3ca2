import { describe, expect, it } from "vitest";
import { httpsRedirectTarget } from "./https-rule";

function at(href: string) {
  const url = new URL(href);
  return { protocol: url.protocol, hostname: url.hostname, href: url.href };
}

describe("httpsRedirectTarget", () => {
  it.each([
    ["http://atelier.example.com/", "https://atelier.example.com/"],
    ["http://atelier.example.com/login?x=1#top", "https://atelier.example.com/login?x=1#top"],
    ["http://atelier.example.com:8080/account/forgot", "https://atelier.example.com:8080/account/forgot"],
    ["http://localhost.example.com/", "https://localhost.example.com/"],
    ["http://1.2.3.example/", "https://1.2.3.example/"],
    ["http://10.0.0.1.example.com/", "https://10.0.0.1.example.com/"],
  ])("sends %s to %s", (from, to) => {
    expect(httpsRedirectTarget(at(from))).toBe(to);
  });

  it.each([
    "https://atelier.example.com/",
    "http://localhost:3000/login",
    "http://LOCALHOST/",
    "http://atelier.localhost:3000/",
    "http://127.0.0.1:3000/",
    "http://192.168.1.20/",
    "http://[::1]:3000/",
    "http://[fe80::1]/",
    "http://[2001:db8::7]/account/register",
    "file:///tmp/index.html",
  ])("leaves %s alone", (href) => {
    expect(httpsRedirectTarget(at(href))).toBeNull();
  });
});
