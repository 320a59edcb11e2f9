//! The compiled-in catalogs: parsing, lookup with the English fallback, and the checks the
//! tests run over every language.

use super::{Arg, Language};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use fluent_syntax::ast;
use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::sync::{Mutex, OnceLock};

/// One area's catalog file in every language, compiled into the binary: the kit's shared
/// text, or a game's messages, which the game hands to the i18n layer with
/// [`catalogs!`](crate::catalogs).
#[derive(Debug)]
pub struct Catalogs {
    /// The area's name, which is also the files' name (`popstar` for `popstar.ftl`).
    pub area: &'static str,
    /// Each language's file: its tag (as [`Language::tag`] writes it) and its text.
    pub texts: [(&'static str, &'static str); 4],
}

inventory::collect!(Catalogs);

/// Hands a crate's catalogs of one area, `i18n/<language>/<area>.ftl` in that crate, to the
/// i18n layer: `launcher_kit::catalogs!("popstar");` at the crate's top level. Every
/// program (and test) that links the crate has its messages, whatever it runs first.
#[macro_export]
macro_rules! catalogs {
    ($area:literal) => {
        $crate::inventory::submit! {
            $crate::catalog_files!($area, concat!(env!("CARGO_MANIFEST_DIR"), "/i18n"))
        }
    };
}

/// The [`Catalogs`] of `area` in the folder `dir` (one subfolder per language).
#[doc(hidden)]
#[macro_export]
macro_rules! catalog_files {
    ($area:literal, $dir:expr) => {
        $crate::i18n::Catalogs {
            area: $area,
            texts: [
                ("en", include_str!(concat!($dir, "/en/", $area, ".ftl"))),
                ("ru", include_str!(concat!($dir, "/ru/", $area, ".ftl"))),
                ("pl", include_str!(concat!($dir, "/pl/", $area, ".ftl"))),
                (
                    "zh-CN",
                    include_str!(concat!($dir, "/zh-CN/", $area, ".ftl")),
                ),
            ],
        }
    };
}

/// The [`Catalogs`] of each shared area, from the workspace's `assets/i18n/`.
macro_rules! shared {
    ($($area:literal),+) => {
        [$(crate::catalog_files!($area, concat!(env!("CARGO_MANIFEST_DIR"), "/../../assets/i18n"))),+]
    };
}

/// The text every program shares (the common words, the menu, settings, scores and the
/// how-to screen's buttons), kept in the workspace's `assets/i18n/`.
static SHARED: [Catalogs; 5] = shared!("common", "menu", "settings", "scores", "howto");

/// Every catalog file of `tag`'s language as (area, text): the shared ones, then the games'
/// in the order of their names.
fn files(tag: &str) -> Vec<(&'static str, &'static str)> {
    let mut games: Vec<&'static Catalogs> = inventory::iter::<Catalogs>.into_iter().collect();
    games.sort_by_key(|c| c.area);
    SHARED
        .iter()
        .chain(games)
        .flat_map(|c| {
            c.texts
                .iter()
                .filter(|(t, _)| *t == tag)
                .map(|(_, text)| (c.area, *text))
        })
        .collect()
}

/// The catalog files of every language as `(language tag, area, text)`, the games' included,
/// for checks that read them directly (the font's coverage).
pub fn catalog_sources() -> Vec<(&'static str, &'static str, &'static str)> {
    Language::ALL
        .iter()
        .flat_map(|l| {
            files(l.tag())
                .into_iter()
                .map(|(area, text)| (l.tag(), area, text))
        })
        .collect()
}

/// Everything wrong with a catalog that the player would notice: the messages it falls
/// back to English for.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Problem {
    /// The catalog's language tag.
    pub language: &'static str,
    /// What is wrong, in one line.
    pub what: String,
}

/// One language's messages.
pub struct Catalog {
    language: Language,
    bundle: FluentBundle<FluentResource>,
    /// Parse errors and clashes found while loading, one line each.
    problems: Vec<String>,
}

/// Messages already reported as missing or broken, so each is logged once.
static REPORTED: Mutex<Option<HashSet<(Language, String)>>> = Mutex::new(None);

fn report_once(language: Language, key: &str, what: &str) {
    let mut reported = REPORTED.lock().unwrap_or_else(|e| e.into_inner());
    if reported
        .get_or_insert_with(HashSet::new)
        .insert((language, key.to_string()))
    {
        log::warn!("catalog {}: {what}", language.tag());
    }
}

impl Catalog {
    /// A catalog of `language` made of `files` (area, text).
    pub(super) fn parse(language: Language, files: &[(&str, &str)]) -> Catalog {
        let id = language
            .tag()
            .parse()
            .expect("every language tag is a valid identifier");
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        bundle.set_use_isolating(false);
        bundle.set_formatter(Some(super::numbers::fluent_hook));
        let mut problems = Vec::new();
        for (area, text) in files {
            let resource = match FluentResource::try_new(text.to_string()) {
                Ok(r) => r,
                Err((r, errors)) => {
                    for e in errors {
                        problems.push(format!("{area}.ftl: {e}"));
                    }
                    r
                }
            };
            if let Err(errors) = bundle.add_resource(resource) {
                for e in errors {
                    problems.push(format!("{area}.ftl: {e}"));
                }
            }
        }
        for p in &problems {
            log::warn!("catalog {}: {p}", language.tag());
        }
        Catalog {
            language,
            bundle,
            problems,
        }
    }

    /// The catalog of `language`, parsed the first time it is asked for.
    pub fn get(language: Language) -> &'static Catalog {
        static LOADED: [OnceLock<Catalog>; 4] = [const { OnceLock::new() }; 4];
        let i = Language::ALL
            .iter()
            .position(|l| *l == language)
            .expect("every language is in ALL");
        LOADED[i].get_or_init(|| Catalog::parse(language, &files(language.tag())))
    }

    /// The message `key` formatted in this language, or `None` with the reason.
    fn try_format(&self, key: &str, args: &[(&str, Arg)]) -> Result<String, String> {
        let message = self
            .bundle
            .get_message(key)
            .ok_or_else(|| format!("no message `{key}`"))?;
        let pattern = message
            .value()
            .ok_or_else(|| format!("message `{key}` has no value"))?;
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.to_fluent());
        }
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors);
        match errors.first() {
            None => Ok(text.into_owned()),
            Some(e) => Err(format!("message `{key}`: {e}")),
        }
    }

    /// The message `key` with `args`; from English when this catalog lacks it or cannot
    /// format it (logged once), and the key itself when English lacks it too.
    pub fn format(&self, key: &str, args: &[(&str, Arg)]) -> String {
        match self.try_format(key, args) {
            Ok(text) => text,
            Err(why) => {
                report_once(self.language, key, &why);
                if self.language == Language::English {
                    return key.to_string();
                }
                Catalog::get(Language::English).format(key, args)
            }
        }
    }

    /// Whether the catalog has a message `key`.
    pub fn has(&self, key: &str) -> bool {
        self.bundle.has_message(key)
    }

    /// Every message key, in order.
    pub fn keys(&self) -> Vec<String> {
        self.variables().into_keys().collect()
    }

    /// Message keys and the variables each one's value uses.
    fn variables(&self) -> BTreeMap<String, BTreeSet<String>> {
        let mut out = BTreeMap::new();
        for (_, text) in files(self.language.tag()) {
            let resource = match FluentResource::try_new(text.to_string()) {
                Ok(r) | Err((r, _)) => r,
            };
            for entry in resource.entries() {
                if let ast::Entry::Message(m) = entry {
                    let mut vars = BTreeSet::new();
                    if let Some(p) = &m.value {
                        pattern_variables(p, &mut vars);
                    }
                    out.insert(m.id.name.to_string(), vars);
                }
            }
        }
        out
    }
}

fn pattern_variables(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for v in variants {
                pattern_variables(&v.value, out);
            }
        }
        ast::Expression::Inline(i) => inline_variables(i, out),
    }
}

fn inline_variables(i: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_variables(a, out);
            }
        }
        _ => {}
    }
}

/// Checks every catalog against English: loads cleanly, has every English message and no
/// other, uses only the variables English passes, and formats each message without error
/// for numbers that pick each plural form (0, 1, 2, 5, 22, 1.5) and for text arguments.
pub fn check_catalogs() -> Vec<Problem> {
    let english = Catalog::get(Language::English);
    let mut wanted = english.variables();
    // Every language writes dates from the same arguments but uses only some of them.
    if let Some(vars) = wanted.get_mut("date") {
        vars.extend(super::DATE_ARGS.iter().map(|a| a.to_string()));
    }
    let mut problems = Vec::new();
    for language in Language::ALL {
        let catalog = Catalog::get(language);
        let tag = language.tag();
        let mut add = |what: String| {
            problems.push(Problem {
                language: tag,
                what,
            })
        };
        for p in &catalog.problems {
            add(p.clone());
        }
        let have = catalog.variables();
        for key in have.keys().filter(|k| !wanted.contains_key(*k)) {
            add(format!("`{key}` is not an English message"));
        }
        for (key, vars) in &wanted {
            let Some(own) = have.get(key) else {
                add(format!("`{key}` is missing"));
                continue;
            };
            for v in own.difference(vars) {
                add(format!("`{key}` uses ${v}, which English does not pass"));
            }
            for n in [0.0, 1.0, 2.0, 5.0, 22.0, 1.5] {
                let args: Vec<(&str, Arg)> =
                    vars.iter().map(|v| (v.as_str(), Arg::Number(n))).collect();
                if let Err(why) = catalog.try_format(key, &args) {
                    add(why);
                }
            }
            let args: Vec<(&str, Arg)> =
                vars.iter().map(|v| (v.as_str(), Arg::from("x"))).collect();
            if let Err(why) = catalog.try_format(key, &args) {
                add(why);
            }
        }
    }
    problems.sort();
    problems
}
