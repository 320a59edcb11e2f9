//! The settings screen's pages and where everything on one page goes: a tab per page (the
//! general settings, then each game with options, named by the game), the page's rows in
//! one panel, scrolled when they do not all fit at the text size chosen, and the Back
//! button.

use super::fields::{ACCESSIBILITY, Field, GENERAL};
use launcher_kit::draw::fonts;
use launcher_kit::geom::{Point, Rect, Size};
use launcher_kit::services::Services;
use launcher_kit::ui::theme::{self, Fonts};

/// One page of the settings: its tab's name and its sections, each under an optional
/// heading (a game's page needs none: its tab names it).
#[derive(Debug, Clone, PartialEq)]
pub struct Page {
    /// The message key of the tab's name (a game's title key for a game's page).
    pub tab: &'static str,
    /// The sections: the message key of a heading, if any, and the fields under it.
    pub sections: Vec<(Option<&'static str>, Vec<Field>)>,
}

impl Page {
    /// The page's fields, in keyboard order.
    pub fn fields(&self) -> Vec<Field> {
        self.sections.iter().flat_map(|(_, f)| f.clone()).collect()
    }

    /// The page's lines from top to bottom: headings and fields.
    fn lines(&self) -> Vec<Line> {
        self.sections
            .iter()
            .flat_map(|(heading, fields)| {
                heading
                    .map(Line::Heading)
                    .into_iter()
                    .chain(fields.iter().map(|f| Line::Field(*f)))
            })
            .collect()
    }
}

/// One line of a page.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Line {
    Heading(&'static str),
    Field(Field),
}

/// The pages: the general settings (with accessibility), then a page per game that has
/// options, in the registry's order. A game's option is on its page as soon as the game
/// lists it.
pub fn pages(cx: &Services) -> Vec<Page> {
    let general = Page {
        tab: "settings-general",
        sections: vec![
            (Some("settings-general"), GENERAL.to_vec()),
            (Some("settings-accessibility"), ACCESSIBILITY.to_vec()),
        ],
    };
    let games = cx.registry.kinds().filter_map(|kind| {
        let fields: Vec<Field> = (0..kind.options().len())
            .map(|i| Field::Game(kind.id(), i))
            .collect();
        (!fields.is_empty()).then(|| Page {
            tab: kind.title(),
            sections: vec![(None, fields)],
        })
    });
    std::iter::once(general).chain(games).collect()
}

/// The page a field is on (0, the general page, for a field on none).
pub fn page_of(cx: &Services, field: Field) -> usize {
    pages(cx)
        .iter()
        .position(|p| p.fields().contains(&field))
        .unwrap_or(0)
}

/// One row of the screen and its click targets.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Row {
    /// The field.
    pub field: Field,
    /// Whether it is an on/off switch.
    pub toggle: bool,
    /// The whole row.
    pub rect: Rect,
    /// Where the label goes.
    pub label: Rect,
    /// Where the value goes, between the arrows.
    pub value: Rect,
    /// The "previous value" arrow (or the whole switch for toggles).
    pub minus: Rect,
    /// The "next value" arrow (or the whole switch for toggles).
    pub plus: Rect,
}

/// Where the tabs, the page's headings and rows and the Back button are for a window size.
#[derive(Debug, Clone, PartialEq)]
pub struct SettingsLayout {
    /// The title's line.
    pub title: Rect,
    /// One tab per page.
    pub tabs: Vec<Rect>,
    /// The panel the page's rows are in.
    pub panel: Rect,
    /// The page's headings on show: the message key of the text, and its line.
    pub headings: Vec<(&'static str, Rect)>,
    /// The page's rows on show, in keyboard order.
    pub rows: Vec<Row>,
    /// The button that scrolls the page up, when lines are hidden above.
    pub up: Option<Rect>,
    /// The button that scrolls the page down, when lines are hidden below.
    pub down: Option<Rect>,
    /// The Back button.
    pub back: Rect,
    /// The line at the foot (keys, or a note on the chosen option).
    pub foot: Rect,
}

/// The title's font size in a window of `size`.
pub fn title_size(size: Size) -> f32 {
    (Fonts::for_size(size).title * 0.7).min(48.0 * size.ui_scale())
}

/// The foot line's font size in a window of `size`.
pub fn foot_size(size: Size) -> f32 {
    Fonts::for_size(size).small
}

/// The layout of page `page` for a window of `size`, its lines shown from line `scroll`
/// (the end-to-end tests click by it too). Rows are as tall as the page allows within
/// limits that follow the text size; a page whose rows do not fit at the smallest height
/// scrolls.
pub fn layout(size: Size, cx: &Services, page: usize, scroll: usize) -> SettingsLayout {
    let s = size.ui_scale();
    let fonts = Fonts::for_size(size);
    let c = size.rect().center();
    let top = c.y - 384.0 * s;
    let bottom = c.y + 384.0 * s;
    let all = pages(cx);
    let width = (940.0 * s).min(size.w - 24.0 * s);
    let left = c.x - width / 2.0;
    let title_h = title_size(size) * 1.4;
    let title = Rect::new(8.0 * s, top + 10.0 * s, size.w - 16.0 * s, title_h);
    let tab_h = (fonts.body * 1.5).max(46.0 * s);
    let tabs_y = title.bottom() + 6.0 * s;
    let tabs = Rect::new(left, tabs_y, width, tab_h).columns(all.len(), 12.0 * s);
    let foot_h = foot_size(size) * 1.4;
    let foot = Rect::new(
        8.0 * s,
        bottom - 8.0 * s - foot_h,
        size.w - 16.0 * s,
        foot_h,
    );
    let back_h = (fonts.body * 1.7).max(54.0 * s);
    let back = Rect::new(
        c.x - 110.0 * s,
        foot.y - 8.0 * s - back_h,
        220.0 * s,
        back_h,
    );
    let panel_y = tabs_y + tab_h + 14.0 * s;
    let panel = Rect::new(left, panel_y, width, back.y - 14.0 * s - panel_y);
    let inner = panel.inset(14.0 * s);

    let lines = all.get(page).map(Page::lines).unwrap_or_default();
    let heading_h = (fonts.heading * 0.85 * 1.25).max(40.0 * s);
    let least_row = (fonts.body * 1.35).max(40.0 * s);
    let headings_n = lines
        .iter()
        .filter(|l| matches!(l, Line::Heading(_)))
        .count();
    let fields_n = lines.len() - headings_n;
    let value_w = value_width(&lines, inner.w, s, fonts.body, cx);
    let spare = inner.h - heading_h * headings_n as f32;
    let row_h = (spare / fields_n.max(1) as f32).clamp(least_row, least_row.max(56.0 * s));
    // A scroll past the last line that can be the first shows as much as fits.
    let scroll = scroll.min(lines.len().saturating_sub(1));
    let mut headings = Vec::new();
    let mut rows = Vec::new();
    let mut y = inner.y;
    let mut shown_to = scroll;
    for line in &lines[scroll..] {
        let h = match line {
            Line::Heading(_) => heading_h,
            Line::Field(_) => row_h,
        };
        if y + h > inner.bottom() + 0.5 {
            break;
        }
        match *line {
            Line::Heading(key) => headings.push((key, Rect::new(inner.x, y, inner.w, h))),
            Line::Field(field) => rows.push(row(
                field,
                Rect::new(inner.x, y, inner.w, h),
                value_w,
                s,
                cx,
            )),
        }
        y += h;
        shown_to += 1;
    }
    let arrow = |y: f32| Rect::new(panel.right() - 52.0 * s, y, 40.0 * s, 28.0 * s);
    SettingsLayout {
        title,
        tabs,
        panel,
        headings,
        rows,
        up: (scroll > 0).then(|| arrow(panel.y - 14.0 * s)),
        down: (shown_to < lines.len()).then(|| arrow(panel.bottom() - 14.0 * s)),
        back,
        foot,
    }
}

/// How wide a page's arrows and values are, from the left arrow to the right one, in rows
/// `width` wide: the designed width, grown with the text size as far as the page's longest
/// label leaves room at four fifths of its size, so that larger values ("Против
/// компьютера" at 150 %) keep most of theirs. One width for the page keeps its arrows in
/// columns.
fn value_width(lines: &[Line], width: f32, s: f32, body: f32, cx: &Services) -> f32 {
    let designed = (width * 0.42).min(360.0 * s);
    let least = body * theme::WRAP_SHRINK;
    let widest_label = lines
        .iter()
        .filter_map(|l| match l {
            Line::Field(f) => Some(fonts::text_width(&f.label(cx), least, false)),
            Line::Heading(_) => None,
        })
        .fold(0.0, f32::max);
    (designed * theme::text_scale())
        .min(width - widest_label - LABEL_MARGINS * s)
        .max(designed)
}

/// The room a row's label leaves: before it, and between it and the value's arrows.
const LABEL_MARGINS: f32 = 20.0;

/// A field's row in `rect`: the label on the left, the switch or the arrows and the value
/// (`value_w` wide with its arrows) on the right.
fn row(field: Field, rect: Rect, value_w: f32, s: f32, cx: &Services) -> Row {
    let toggle = field.is_toggle(cx);
    let control_h = (rect.h - 12.0 * s).min(40.0 * s);
    let mid = rect.center().y;
    let (minus, plus, value) = if toggle {
        let sw = Rect::centered(
            Point::new(rect.right() - 40.0 * s, mid),
            64.0 * s,
            control_h.min(32.0 * s),
        );
        (sw, sw, sw)
    } else {
        let minus = Rect::new(
            rect.right() - value_w,
            mid - control_h / 2.0,
            38.0 * s,
            control_h,
        );
        let plus = Rect::new(
            rect.right() - 44.0 * s,
            mid - control_h / 2.0,
            38.0 * s,
            control_h,
        );
        let value = Rect::new(
            minus.right() + 4.0 * s,
            rect.y,
            plus.x - minus.right() - 8.0 * s,
            rect.h,
        );
        (minus, plus, value)
    };
    let label_right = if toggle { plus.x } else { minus.x };
    Row {
        field,
        toggle,
        rect,
        label: Rect::new(
            rect.x + 8.0 * s,
            rect.y,
            label_right - rect.x - LABEL_MARGINS * s,
            rect.h,
        ),
        value,
        minus,
        plus,
    }
}
