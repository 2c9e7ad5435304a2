/// The page's style sheet: its own interface in light and dark (``PageChrome``), the grids of
/// swatches, and print. The theme's colors come separately, as custom properties
/// (``PageColors``).
enum PageStyle {
    static let base = """
        :root{color-scheme:light dark;\(PageChrome.light.customProperties)}
        @media (prefers-color-scheme:dark){:root{\(PageChrome.dark.customProperties)}}
        *{box-sizing:border-box}
        body{margin:0;background:var(--page);color:var(--text);font:15px/1.45 -apple-system,BlinkMacSystemFont,"SF Pro Text","Segoe UI",system-ui,sans-serif}
        a{color:var(--link)}
        :focus-visible{outline:3px solid var(--focus);outline-offset:2px}
        .skip{position:absolute;left:-9999px;top:8px;background:var(--page);padding:8px 12px;z-index:3}
        .skip:focus{left:8px}
        .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
        header.top{position:sticky;top:0;z-index:2;background:var(--page);border-bottom:1px solid var(--line);padding:12px 24px 8px}
        .heading{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 24px}
        h1{font-size:22px;margin:0}
        h2{font-size:20px;margin:0 0 4px}
        h3{font-size:16px;margin:20px 0 8px}
        .counts{display:flex;flex-wrap:wrap;gap:4px 16px;list-style:none;padding:0;margin:0;color:var(--secondary-text)}
        .count-error{color:var(--fail);font-weight:600}
        .count-warning{color:var(--warning);font-weight:600}
        .problem{margin:10px 0 0;padding:8px 12px;border:2px solid var(--fail);border-radius:8px;background:var(--surface)}
        .problem p{margin:0 0 4px}
        .problem ul{margin:0;padding-left:18px}
        .note{margin:4px 0 0;color:var(--secondary-text);font-size:13.5px}
        .controls{display:flex;flex-wrap:wrap;gap:8px 20px;align-items:center;margin-top:10px}
        .controls label{display:flex;gap:8px;align-items:center;font-weight:600}
        select{font:inherit;font-weight:normal;color:var(--text);background:var(--surface);border:1px solid var(--line);border-radius:6px;padding:4px 8px}
        nav.sections ul{display:flex;gap:18px;list-style:none;padding:0;margin:8px 0 0}
        .status{margin:0;min-height:0}
        main{padding:8px 24px 48px}
        section{margin-top:28px;scroll-margin-top:170px}
        tr,td{scroll-margin-top:170px}
        .lede{color:var(--secondary-text);margin:0 0 12px;max-width:75ch}
        .scroll{overflow-x:auto}
        table{border-collapse:collapse}
        th,td{text-align:left;vertical-align:top;padding:8px}
        thead th{font-size:13px;color:var(--secondary-text);font-weight:600;border-bottom:1px solid var(--line);white-space:nowrap}
        tbody tr{border-bottom:1px solid var(--surface)}
        tbody th{font-weight:normal;min-width:220px;max-width:320px}
        .name{font-family:ui-monospace,"SF Mono",SFMono-Regular,Menlo,Consolas,monospace;font-size:13px;overflow-wrap:anywhere}
        .meta{display:block;font-size:12.5px;color:var(--secondary-text);overflow-wrap:anywhere}
        .grid td{min-width:128px}
        .sample{display:flex;align-items:center;justify-content:center;min-width:120px;width:max-content;padding:0 10px;height:60px;border-radius:8px;border:1px solid var(--line);overflow:hidden}
        .glyphs{white-space:nowrap}
        .line-sample{display:block;width:72px;height:28px;border:3px solid currentColor;border-radius:4px}
        .figure{margin:4px 0 0;font-size:13px;white-space:nowrap}
        .ratio{font-variant-numeric:tabular-nums;font-weight:600}
        .verdict{margin-left:4px}
        .pass{color:var(--pass)}
        .fail{color:var(--fail);font-weight:600}
        .swatch{display:block;width:120px;height:40px;border-radius:6px;border:1px solid var(--line)}
        .value{display:block;font-family:ui-monospace,"SF Mono",SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px;margin-top:4px}
        .unconfirmed{color:var(--warning)}
        .findings td{font-size:14px}
        .findings td:nth-child(3){min-width:200px}
        .findings td:nth-child(2){white-space:nowrap}
        .severity{font-weight:600;text-transform:capitalize}
        .severity-error{color:var(--fail)}
        .severity-warning{color:var(--warning)}
        .chips{white-space:nowrap}
        .chip{display:inline-flex;align-items:center;gap:4px;margin-right:8px;font-family:ui-monospace,"SF Mono",Menlo,monospace;font-size:12px}
        .chip-color{display:inline-block;width:16px;height:16px;border-radius:4px;border:1px solid var(--line)}
        .fixes{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:16px}
        .fix{background:var(--surface);border-radius:10px;padding:12px}
        .fix-swatches{display:flex;align-items:center;gap:12px;margin:8px 0}
        .fix-swatches figure{margin:0}
        .fix-swatches figcaption{font-size:12.5px;color:var(--secondary-text)}
        .satisfies{margin:0;padding-left:18px;font-size:13px}
        .member{margin-right:12px;font-weight:normal}
        .member-number{display:inline-block;min-width:1.5em;text-align:center;border-radius:4px;background:var(--surface);font-size:12px;font-weight:600}
        .chips-row{display:flex;gap:4px}
        .dot-swatch{display:inline-flex;width:28px;height:28px;border-radius:6px;border:1px solid var(--line)}
        .distinct td{min-width:0}
        .distinct .figure{display:block}
        .widget-views,.nm-cards{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:16px}
        .widget-views li{width:170px}
        .widget{width:170px;height:170px;border-radius:22px;padding:14px;display:flex;flex-wrap:wrap;align-content:flex-start;gap:8px;border:1px solid var(--line);overflow:hidden}
        .w-text{font-size:14px;font-weight:600;width:100%}
        .w-dot{display:inline-flex;align-items:center;justify-content:center;width:30px;height:30px;border-radius:50%;background:currentColor}
        .w-inside{font-size:12px;font-weight:700}
        .w-icon{display:inline-block}
        .materials td{min-width:190px}
        .material-samples{list-style:none;padding:0;margin:0;display:grid;gap:4px}
        .material-samples li{display:flex;align-items:center;gap:6px}
        .material-samples li.worst .mini{outline:2px solid currentColor;outline-offset:1px}
        .material-samples li.worst .meta{font-weight:600}
        .mini{display:inline-flex;align-items:center;justify-content:center;width:40px;height:28px;border-radius:6px;font-size:15px;font-weight:600;border:1px solid var(--line)}
        .nm-cards li{width:330px}
        .nm-label{margin:0 0 6px;font-weight:600}
        .nm-page{display:flex;justify-content:space-around;align-items:center;padding:28px 12px;border-radius:12px}
        .nm-state{margin:0}
        .nm-control{display:flex;align-items:center;justify-content:center}
        .nm-captions{display:flex;justify-content:space-around;margin:4px 0;font-size:13px;color:var(--secondary-text)}
        .nm-checks{list-style:none;padding:0;margin:0;font-size:13px}
        .type-sample{display:block;white-space:nowrap}
        .typography td{min-width:0}
        @page{size:A4 landscape;margin:10mm}
        @media print{header.top{position:static}.controls,.skip,nav.sections,.status{display:none}.scroll{overflow:visible}
        main,header.top{zoom:.7}*{print-color-adjust:exact;-webkit-print-color-adjust:exact}tr,li{break-inside:avoid}}

        """

    /// Shows one theme, one widget tint, and one appearance or all: a rule per theme, tint and
    /// appearance, since CSS cannot compare two attributes.
    static func layout(themes: Int, tints: [String]) -> String {
        var css = ""
        for number in 0..<themes {
            css += "html[data-t=\"\(number)\"] .theme:not([data-t=\"\(number)\"]),html[data-t=\"\(number)\"] tr[data-t]:not([data-t=\"\(number)\"]){display:none}\n"
        }
        for tint in tints {
            css += "html[data-w=\"\(tint)\"] [data-w]:not([data-w=\"\(tint)\"]){display:none}\n"
        }
        for index in 0..<8 {
            css += "html[data-a=\"\(index)\"] [data-a]:not([data-a=\"\(index)\"]){display:none}\n"
        }
        return css
    }
}

extension PageScript {
    /// The live preview's script: the page listens to the server's events (`/events`) and
    /// reloads, where it was scrolled to and with the switches its address keeps, when the
    /// server has a version newer than its own.
    static let live = """
        "use strict";
        (function () {
          var meta = document.querySelector('meta[name="tincture-version"]');
          if (!meta || !window.EventSource) return;
          var saved = sessionStorage.getItem("tincture-scroll");
          if (saved !== null) { sessionStorage.removeItem("tincture-scroll"); window.scrollTo(0, Number(saved)); }
          var events = new EventSource("/events");
          events.addEventListener("version", function (event) {
            if (event.data === meta.content) return;
            events.close();
            sessionStorage.setItem("tincture-scroll", String(window.scrollY));
            location.reload();
          });
        })();

        """
}

/// The page's script: the switches (theme, appearance, color vision) set attributes on the
/// root that the style sheet reads, update each ratio and verdict for the vision chosen, and
/// keep the choice in the address (`?vision=deuteranopia&appearance=4`), so a link shows what
/// its sender saw. Without script the page shows every appearance in normal vision.
enum PageScript {
    static let text = """
        "use strict";
        (function () {
          var root = document.documentElement;
          var selects = Array.prototype.slice.call(document.querySelectorAll("select[data-key]"));
          var status = document.querySelector(".status");
          function apply(announce) {
            selects.forEach(function (select) {
              var value = select.dataset.key === "t" ? String(select.selectedIndex) : select.value;
              root.setAttribute("data-" + select.dataset.key, value);
            });
            var vision = document.getElementById("vision");
            var v = vision ? vision.selectedIndex : 0;
            document.querySelectorAll("[data-r]").forEach(function (figure) {
              var ratio = figure.dataset.r.split(" ")[v];
              var passes = figure.dataset.f.charAt(v) === "1";
              figure.querySelector(".ratio").textContent = ratio + ":1";
              var verdict = figure.querySelector(".verdict");
              verdict.textContent = passes ? "✓ passes" : "✗ fails";
              verdict.className = "verdict " + (passes ? "pass" : "fail");
            });
            if (announce && status) {
              status.textContent = selects.map(function (select) { return select.options[select.selectedIndex].text; }).join(", ");
            }
          }
          function save() {
            var query = new URLSearchParams(location.search);
            selects.forEach(function (select) {
              if (select.selectedIndex === 0) query.delete(select.name); else query.set(select.name, select.value);
            });
            var text = query.toString();
            history.replaceState(null, "", location.pathname + (text ? "?" + text : "") + location.hash);
          }
          var query = new URLSearchParams(location.search);
          selects.forEach(function (select) {
            var wanted = query.get(select.name);
            if (wanted !== null) {
              for (var i = 0; i < select.options.length; i++) if (select.options[i].value === wanted) select.selectedIndex = i;
            }
            select.addEventListener("change", function () { apply(true); save(); });
          });
          apply(false);
        })();

        """
}
