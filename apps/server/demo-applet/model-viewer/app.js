// Shows the model this applet was opened with (its query parameters), then what the sandbox lets it reach.
(function () {
  var body = document.querySelector("#model tbody");
  var params = new URLSearchParams(window.location.search);
  var count = 0;
  params.forEach(function (value, name) {
    var row = document.createElement("tr");
    var key = document.createElement("th");
    key.scope = "row";
    key.textContent = name;
    var cell = document.createElement("td");
    cell.textContent = value;
    row.append(key, cell);
    body.append(row);
    count++;
  });
  if (count === 0) {
    var empty = document.createElement("tr");
    var cell = document.createElement("td");
    cell.colSpan = 2;
    cell.textContent = "No model was given.";
    empty.append(cell);
    body.append(empty);
  }

  var cookies = document.getElementById("cookies");
  try {
    cookies.textContent = document.cookie === "" ? "none readable" : "read: " + document.cookie;
  } catch (error) {
    cookies.textContent = "blocked (" + error.name + ")";
  }

  var api = document.getElementById("api");
  try {
    fetch("/api/v1/account", { credentials: "include" }).then(
      function (response) {
        api.textContent = "answered " + response.status;
      },
      function (error) {
        api.textContent = "blocked (" + error.name + ")";
      },
    );
  } catch (error) {
    api.textContent = "blocked (" + error.name + ")";
  }
})();
