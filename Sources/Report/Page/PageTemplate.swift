/// The page's Mustache templates: the page, then one partial per section. Values are
/// HTML-escaped (`{{…}}`); only the style sheets and script this module writes are inlined
/// as they are (`{{{…}}}`).
enum PageTemplate {
    static let all: [(name: String, text: String)] = [
        ("page", page), ("findings", findings), ("fixes", fixes), ("pairs", pairs), ("tokens", tokens), ("distinct", distinct),
        ("widgets", widgets), ("materials", materials), ("glass", glass), ("surfaceCells", surfaceCells), ("neumorphic", neumorphic), ("typography", typography),
        ("widget-element", widgetElement), ("problem-page", problemPage), ("live", live),
        ("head", head),
    ]

    static let page = """
        <!DOCTYPE html>
        <html lang="en" data-t="0" data-a="all" data-v="normal">
        <head>
        {{> head}}
        {{#model}}<title>{{title}} — Tincture report</title>{{/model}}
        <style>
        {{{baseStyle}}}{{{layoutStyle}}}{{{colorStyle}}}</style>
        </head>
        <body>
        <a class="skip" href="#main">Skip to the report</a>
        {{#model}}
        <header class="top">
        <div class="heading">
        <h1>{{title}}</h1>
        <ul class="counts" aria-label="Summary">{{#counts}}<li class="count-{{kind}}">{{text}}</li>{{/counts}}<li>policy {{policy}}</li></ul>
        </div>
        {{#notes}}<p class="note">{{.}}</p>{{/notes}}
        {{#hasProblems}}<div class="problem" role="alert"><p><strong>The theme no longer reads.</strong> The page below is the last one that did; it updates when the file is fixed.</p><ul>{{#problems}}<li class="name">{{.}}</li>{{/problems}}</ul></div>{{/hasProblems}}
        <form class="controls" aria-label="What the page shows">
        {{#hasThemeChoice}}<label>Theme <select id="theme" name="theme" data-key="t">{{#themes}}<option value="{{value}}">{{label}}</option>{{/themes}}</select></label>{{/hasThemeChoice}}
        <label>Appearance <select id="appearance" name="appearance" data-key="a"><option value="all">All appearances</option>{{#appearances}}<option value="{{value}}">{{label}}</option>{{/appearances}}</select></label>
        <label>Color vision <select id="vision" name="vision" data-key="v">{{#visions}}<option value="{{value}}">{{label}}</option>{{/visions}}</select></label>
        {{#hasTints}}<label>Widget tint <select id="tint" name="tint" data-key="w">{{#tints}}<option value="{{value}}">{{label}}</option>{{/tints}}</select></label>{{/hasTints}}
        </form>
        <nav class="sections" aria-label="Sections"><ul>{{#links}}<li><a href="#{{target}}">{{title}}</a></li>{{/links}}</ul></nav>
        <p class="status" role="status" aria-live="polite"></p>
        </header>
        <main id="main">
        {{> findings}}
        {{> fixes}}
        <section id="pairs" aria-labelledby="pairs-heading">
        <h2 id="pairs-heading">Pairs</h2>
        <p class="lede">Each foreground drawn on its background at its size, as the audit measured it: translucent colors composited over the worst backdrop, under the color vision chosen above.</p>
        {{#blocks}}{{> pairs}}{{/blocks}}
        </section>
        {{> distinct}}
        {{> widgets}}
        {{> materials}}
        {{> glass}}
        {{> neumorphic}}
        <section id="tokens" aria-labelledby="tokens-heading">
        <h2 id="tokens-heading">Tokens</h2>
        <p class="lede">Every color in each appearance, with its value and where it comes from. Translucent colors are shown on the plain background of their scheme.</p>
        {{#blocks}}{{> tokens}}{{/blocks}}
        </section>
        {{> typography}}
        </main>
        {{/model}}
        <script>
        {{{script}}}</script>
        {{> live}}
        </body>
        </html>

        """

    /// What both pages' heads begin with: encoding, viewport, the do-not-edit marker and, live,
    /// the page's version.
    static let head = """
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="Tincture">
        <!-- {{marker}} -->
        {{#live}}<meta name="tincture-version" content="{{version}}">{{/live}}
        """

    static let live = """
        {{#live}}<script>
        {{{script}}}</script>{{/live}}
        """

    static let problemPage = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        {{> head}}
        <title>{{title}} — Tincture report</title>
        <style>
        {{{baseStyle}}}</style>
        </head>
        <body>
        <header class="top"><h1>{{title}}</h1></header>
        <main id="main">
        <div class="problem" role="alert"><p><strong>The theme does not read.</strong> The page appears when the file is fixed.</p><ul>{{#problems}}<li class="name">{{.}}</li>{{/problems}}</ul></div>
        </main>
        {{> live}}
        </body>
        </html>

        """

    static let findings = """
        <section id="findings" aria-labelledby="findings-heading">
        <h2 id="findings-heading">Findings</h2>
        {{#findings.isEmpty}}<p class="lede">No findings: every pair and rule passes.</p>{{/findings.isEmpty}}
        {{^findings.isEmpty}}
        <div class="scroll" tabindex="0" role="region" aria-label="Findings table">
        <table class="findings">
        <thead><tr><th scope="col">Severity</th><th scope="col">Rule</th><th scope="col">Token</th><th scope="col">Where</th><th scope="col">What</th><th scope="col">Colors</th></tr></thead>
        <tbody>
        {{#findings.rows}}<tr data-t="{{theme}}">
        <td><span class="severity severity-{{severity}}">{{severity}}</span></td>
        <td><span class="name">{{rule}}</span></td>
        <td><span class="name">{{token}}</span>{{#other}}<span class="meta">on <span class="name">{{.}}</span></span>{{/other}}</td>
        <td>{{#appearance}}{{.}}{{/appearance}}{{#vision}}<span class="meta">{{.}}</span>{{/vision}}</td>
        <td>{{#link}}<a href="{{.}}">{{message}}</a>{{/link}}{{^link}}{{message}}{{/link}}<span class="meta place">{{place}}</span></td>
        <td class="chips">{{#colors}}<span class="chip"><span class="chip-color" style="{{style}}"></span>{{value}}</span>{{/colors}}</td>
        </tr>
        {{/findings.rows}}
        </tbody>
        </table>
        </div>
        {{/findings.isEmpty}}
        </section>
        """

    static let fixes = """
        {{^fixes.isEmpty}}
        <section id="fixes" aria-labelledby="fixes-heading">
        <h2 id="fixes-heading">Fixes</h2>
        <p class="lede">The smallest change to each failing color (ΔEOK), as <code>tincture fix</code> proposes it.</p>
        <ul class="fixes">
        {{#fixes.rows}}<li class="fix">
        <div class="fix-name"><span class="name">{{token}}</span><span class="meta">{{condition}} · {{themes}} · ΔEOK {{deltaE}}</span></div>
        <div class="fix-swatches"><figure><span class="swatch" style="{{before}}"></span><figcaption>before <span class="name">{{beforeValue}}</span></figcaption></figure><span class="arrow" aria-hidden="true">→</span><figure><span class="swatch" style="{{after}}"></span><figcaption>after <span class="name">{{afterValue}}</span></figcaption></figure></div>
        <ul class="satisfies">{{#satisfies}}<li>{{.}}</li>{{/satisfies}}</ul>{{#note}}<p class="meta">{{.}}</p>{{/note}}
        </li>
        {{/fixes.rows}}
        </ul>
        {{#fixes.failures}}<p class="fix-failure"><span class="name">{{token}}</span>: {{reason}} <span class="meta place">{{place}}</span></p>{{/fixes.failures}}
        </section>
        {{/fixes.isEmpty}}
        """

    static let pairs = """
        <div class="theme" data-t="{{number}}">
        <h3>{{name}} <span class="meta">{{pairCount}}</span></h3>
        {{#description}}<p class="lede">{{.}}</p>{{/description}}
        {{#pairs.isEmpty}}<p class="lede">No pairs: declare them in the theme file (contrast:), name colors by role, or point tincture at the app's folder.</p>{{/pairs.isEmpty}}
        {{^pairs.isEmpty}}
        <div class="scroll" tabindex="0" role="region" aria-label="Pairs of {{name}}">
        <table class="grid pairs">
        <thead><tr><th scope="col">Foreground on background</th>{{#appearanceColumns}}<th scope="col" data-a="{{value}}">{{label}}</th>{{/appearanceColumns}}</tr></thead>
        <tbody>
        {{#pairs.rows}}<tr id="{{id}}">
        <th scope="row"><span class="name">{{foreground}}</span><span class="meta">on <span class="name">{{background}}</span></span><span class="meta">{{details}}</span>{{#place}}<span class="meta place">{{.}}</span>{{/place}}{{#evidence}}<span class="meta">{{.}}</span>{{/evidence}}</th>
        {{#cells}}<td data-a="{{appearance}}" id="{{id}}">{{#drawn}}<div class="sample" style="{{style}}" aria-hidden="true">{{#sample.isText}}<span class="glyphs">Aa Text</span>{{/sample.isText}}{{#sample.isIcon}}<svg viewBox="0 0 24 24" width="28" height="28"><path fill="currentColor" d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z"/></svg>{{/sample.isIcon}}{{#sample.isLine}}<span class="line-sample"></span>{{/sample.isLine}}</div>
        <p class="figure" data-r="{{ratios}}" data-f="{{verdicts}}"><span class="visually-hidden">{{label}}: </span><span class="ratio">{{ratio}}:1</span> {{#passes}}<span class="verdict pass">✓ passes</span>{{/passes}}{{^passes}}<span class="verdict fail">✗ fails</span>{{/passes}}</p>{{#over}}<p class="meta">over {{.}}</p>{{/over}}{{/drawn}}{{^drawn}}<p class="meta">not drawn<span class="visually-hidden"> in {{label}}</span></p>{{/drawn}}</td>{{/cells}}
        </tr>
        {{/pairs.rows}}
        </tbody>
        </table>
        </div>
        {{/pairs.isEmpty}}
        </div>
        """

    static let tokens = """
        <div class="theme" data-t="{{number}}">
        <h3>{{name}}</h3>
        <div class="scroll" tabindex="0" role="region" aria-label="Tokens of {{name}}">
        <table class="grid tokens">
        <thead><tr><th scope="col">Color</th>{{#appearanceColumns}}<th scope="col" data-a="{{value}}">{{label}}</th>{{/appearanceColumns}}</tr></thead>
        <tbody>
        {{#tokens.rows}}<tr id="{{id}}">
        <th scope="row"><span class="name">{{name}}</span><span class="meta">{{group}}{{#details}} · {{.}}{{/details}}</span>{{#place}}<span class="meta place">{{.}}</span>{{/place}}</th>
        {{#cells}}<td data-a="{{appearance}}">{{#present}}<span class="swatch" style="background:{{swatch}}" aria-hidden="true"></span><span class="value"><span class="visually-hidden">{{label}}: </span>{{value}}</span>{{#wide}}<span class="meta">{{.}}</span>{{/wide}}{{#origin}}<span class="meta">{{.}}</span>{{/origin}}{{#unconfirmed}}<span class="meta unconfirmed">value unconfirmed</span>{{/unconfirmed}}{{/present}}{{^present}}<span class="meta">none<span class="visually-hidden"> in {{label}}</span></span>{{/present}}</td>{{/cells}}
        </tr>
        {{/tokens.rows}}
        </tbody>
        </table>
        </div>
        </div>
        """

    static let distinct = """
        {{#hasDistinct}}
        <section id="distinct" aria-labelledby="distinct-heading">
        <h2 id="distinct-heading">Distinct groups</h2>
        <p class="lede">Colors that must stay apart, as each color vision sees them, with the smallest ΔEOK between two of them. These swatches show every vision at once, whatever the switch above says.</p>
        {{/hasDistinct}}
        {{#blocks}}{{^distinct.isEmpty}}<div class="theme" data-t="{{number}}">
        {{#distinct.groups}}<h3 id="{{id}}">{{#members}}<span class="member"><span class="member-number">{{number}}</span> <span class="name">{{name}}</span></span>{{/members}} <span class="meta">at least ΔEOK {{minimum}} apart · {{place}}</span></h3>
        <div class="scroll" tabindex="0" role="region" aria-label="Distinct group">
        <table class="grid distinct">
        <thead><tr><th scope="col">Vision</th>{{#appearanceColumns}}<th scope="col" data-a="{{value}}">{{label}}</th>{{/appearanceColumns}}</tr></thead>
        <tbody>
        {{#rows}}<tr><th scope="row">{{vision}}</th>{{#cells}}<td data-a="{{appearance}}"><span class="chips-row" aria-hidden="true">{{#swatches}}<span class="dot-swatch" style="{{style}}" title="{{title}}"></span>{{/swatches}}</span><span class="figure"><span class="visually-hidden">{{label}}: </span>ΔEOK {{difference}} {{#passes}}<span class="pass">✓</span>{{/passes}}{{^passes}}<span class="fail">✗ too close</span>{{/passes}}</span></td>{{/cells}}</tr>
        {{/rows}}
        </tbody>
        </table>
        </div>
        {{/distinct.groups}}
        </div>{{/distinct.isEmpty}}{{/blocks}}
        {{#hasDistinct}}</section>{{/hasDistinct}}
        """

    static let widgets = """
        {{#hasWidgets}}
        <section id="widgets" aria-labelledby="widgets-heading">
        <h2 id="widgets-heading">Widgets</h2>
        <p class="lede">Each widget as the rendering modes draw it: full color, accented under the tint chosen above (the system tints, and gray: a tint of zero saturation), and vibrant. A schematic of each element in the color it gets, not the widget's layout.</p>
        {{/hasWidgets}}
        {{#blocks}}{{^widgets.isEmpty}}<div class="theme" data-t="{{number}}">
        {{#widgets.widgets}}<h3 id="{{id}}">{{name}} <span class="meta">{{#description}}{{.}} · {{/description}}{{place}}</span></h3>
        <ul class="widget-views">
        {{#views}}<li data-a="{{appearance}}"{{#tint}} data-w="{{.}}"{{/tint}}><div class="widget" style="{{style}}" role="img" aria-label="{{caption}}">{{#elements}}{{> widget-element}}{{/elements}}</div><p class="meta">{{caption}}</p></li>
        {{/views}}
        </ul>
        {{/widgets.widgets}}
        </div>{{/widgets.isEmpty}}{{/blocks}}
        {{#hasWidgets}}</section>{{/hasWidgets}}
        """

    static let widgetElement = """
        {{#isText}}<span class="w-text" style="{{style}}">{{name}}</span>{{/isText}}{{#isDot}}<span class="w-dot" style="{{style}}" title="{{name}}">{{#inside}}<span class="w-inside" style="{{style}}">{{#isText}}12{{/isText}}</span>{{/inside}}</span>{{/isDot}}{{#isIcon}}<svg class="w-icon" viewBox="0 0 24 24" width="20" height="20" style="{{style}}"><path fill="currentColor" d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z"/></svg>{{/isIcon}}
        """

    static let materials = """
        {{#hasMaterials}}
        <section id="materials" aria-labelledby="materials-heading">
        <h2 id="materials-heading">Materials</h2>
        <p class="lede">Each foreground on its system material, over each content that may lie beneath and on the opaque color Reduce Transparency shows instead (normal vision; the model is an approximation, see docs/materials.md).</p>
        {{/hasMaterials}}
        {{#blocks}}{{^materials.isEmpty}}<div class="theme" data-t="{{number}}">
        <div class="scroll" tabindex="0" role="region" aria-label="Materials of {{name}}">
        <table class="grid materials">
        <thead><tr><th scope="col">Foreground on material</th>{{#appearanceColumns}}<th scope="col" data-a="{{value}}">{{label}}</th>{{/appearanceColumns}}</tr></thead>
        <tbody>
        {{#materials.rows}}<tr id="{{id}}"><th scope="row"><span class="name">{{token}}</span><span class="meta">{{details}}</span><span class="meta place">{{place}}</span></th>
        {{> surfaceCells}}
        </tr>
        {{/materials.rows}}
        </tbody>
        </table>
        </div>
        </div>{{/materials.isEmpty}}{{/blocks}}
        {{#hasMaterials}}</section>{{/hasMaterials}}
        """

    /// The cells of a materials or glass row: each appearance's samples.
    static let surfaceCells = """
        {{#cells}}<td data-a="{{appearance}}"><ul class="material-samples" aria-label="{{label}}">{{#samples}}<li{{#isWorst}} class="worst"{{/isWorst}}><span class="mini" style="{{style}}" aria-hidden="true">Aa</span><span class="meta">{{caption}}: <span class="ratio">{{ratio}}:1</span> {{#passes}}<span class="pass">✓</span>{{/passes}}{{^passes}}<span class="fail">✗ fails</span>{{/passes}}</span></li>{{/samples}}</ul></td>{{/cells}}
        """

    static let glass = """
        {{#hasGlass}}
        <section id="glass" aria-labelledby="glass-heading">
        <h2 id="glass-heading">Liquid Glass</h2>
        <p class="lede">Each foreground on its glass (its tint and dimming layer) over a white, a black and a busy striped backdrop, and over the backdrop where it is worst (marked), as the audit bounds it: source-over in gamma-encoded sRGB, the glass itself transparent (see docs/glass.md).</p>
        {{/hasGlass}}
        {{#blocks}}{{^glass.isEmpty}}<div class="theme" data-t="{{number}}">
        <div class="scroll" tabindex="0" role="region" aria-label="Liquid Glass of {{name}}">
        <table class="grid materials glass">
        <thead><tr><th scope="col">Foreground on glass</th>{{#appearanceColumns}}<th scope="col" data-a="{{value}}">{{label}}</th>{{/appearanceColumns}}</tr></thead>
        <tbody>
        {{#glass.rows}}<tr id="{{id}}"><th scope="row"><span class="name">{{token}}</span><span class="meta">{{details}}</span><span class="meta place">{{place}}</span></th>
        {{> surfaceCells}}
        </tr>
        {{/glass.rows}}
        </tbody>
        </table>
        </div>
        </div>{{/glass.isEmpty}}{{/blocks}}
        {{#hasGlass}}</section>{{/hasGlass}}
        """

    static let neumorphic = """
        {{#hasNeumorphic}}
        <section id="neumorphic" aria-labelledby="neumorphic-heading">
        <h2 id="neumorphic-heading">Neumorphic controls</h2>
        <p class="lede">Each control drawn with the CSS Tincture generates for it, flat, convex and pressed, on its page gradient, with the accessibility checks of the neumorphism article.</p>
        {{/hasNeumorphic}}
        {{#blocks}}{{^neumorphic.isEmpty}}<div class="theme" data-t="{{number}}">
        {{#neumorphic.controls}}<h3 id="{{id}}">{{name}} <span class="meta">{{#description}}{{.}} · {{/description}}{{place}}</span></h3>
        <ul class="nm-cards">
        {{#cards}}<li data-a="{{appearance}}"><p class="nm-label">{{label}}</p><div class="nm-page" style="{{page}}">{{#states}}<figure class="nm-state"><div class="nm-control" style="{{style}}" role="img" aria-label="{{name}}"><svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true"><path fill="currentColor" d="M8 5v14l11-7z"/></svg></div></figure>{{/states}}</div><p class="nm-captions">{{#states}}<span>{{name}}</span>{{/states}}</p><ul class="nm-checks">{{#checks}}<li>{{#passes}}<span class="pass">✓</span>{{/passes}}{{^passes}}<span class="fail">✗</span>{{/passes}} {{message}}</li>{{/checks}}</ul></li>
        {{/cards}}
        </ul>
        {{/neumorphic.controls}}
        </div>{{/neumorphic.isEmpty}}{{/blocks}}
        {{#hasNeumorphic}}</section>{{/hasNeumorphic}}
        """

    static let typography = """
        {{#typography}}
        <section id="typography" aria-labelledby="typography-heading">
        <h2 id="typography-heading">Typography</h2>
        <p class="lede">Apple's text styles at the smallest, the default, the largest and the largest accessibility Dynamic Type size, at their point size, weight, leading and SF tracking (one point drawn as one CSS pixel). Sizes set the contrast text needs: under 18 pt (14 pt bold) it needs 4.5:1, under 11 pt it is too small.</p>
        <div class="scroll" tabindex="0" role="region" aria-label="Text styles">
        <table class="grid typography">
        <thead><tr><th scope="col">Style</th>{{#columns}}<th scope="col">{{.}}</th>{{/columns}}</tr></thead>
        <tbody>
        {{#rows}}<tr><th scope="row"><span class="name">{{name}}</span></th>{{#cells}}<td><span class="type-sample" style="{{css}}">{{name}}</span><span class="meta">{{figures}}{{#small}} · under 11 pt{{/small}}</span></td>{{/cells}}</tr>
        {{/rows}}
        </tbody>
        </table>
        </div>
        </section>
        {{/typography}}
        """
}
