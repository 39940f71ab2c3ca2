// Shows the model this applet was opened with (its query parameters), then what the sandbox lets it reach.
const body = document.querySelector("#model tbody");

function addRow(cells) {
  const row = document.createElement("tr");
  row.append(...cells);
  body.append(row);
}

const params = [...new URLSearchParams(window.location.search)];
for (const [name, value] of params) {
  const key = document.createElement("th");
  key.scope = "row";
  key.textContent = name;
  const cell = document.createElement("td");
  cell.textContent = value;
  addRow([key, cell]);
}
if (params.length === 0) {
  const cell = document.createElement("td");
  cell.colSpan = 2;
  cell.textContent = "No model was given.";
  addRow([cell]);
}

const cookies = document.getElementById("cookies");
try {
  cookies.textContent = document.cookie === "" ? "none readable" : `read: ${document.cookie}`;
} catch (error) {
  cookies.textContent = `blocked (${error.name})`;
}

const api = document.getElementById("api");
fetch("/api/v1/account", { credentials: "include" }).then(
  (response) => {
    api.textContent = `answered ${response.status}`;
  },
  (error) => {
    api.textContent = `blocked (${error.name})`;
  },
);
