//! The shared GUI layer: scenes, widgets, theme, persistence and sound.
