//! Playing sounds on the default output device, on a thread of its own.
//!
//! Opening a device can fail (no sound card, no server) or even block; neither may stop or
//! slow the game, so the device is opened on a background thread and any failure becomes
//! one log line and silence.

use super::{Sfx, render};
use cpal::traits::{DeviceTrait, HostTrait, StreamTrait};
use cpal::{FromSample, SampleFormat, SizedSample, StreamConfig};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::time::Duration;

/// A request to the mixer: which effect, how loud (0–1).
type PlayRequest = (Sfx, f32);

/// The handle the game uses to play effects; cheap to call, never fails. Dropping it ends
/// the audio thread, which closes the device.
#[derive(Debug)]
pub struct AudioOut {
    play_tx: Option<Sender<PlayRequest>>,
}

impl AudioOut {
    /// A handle that plays nothing.
    pub fn silent() -> AudioOut {
        AudioOut { play_tx: None }
    }

    /// Starts the audio thread. `TILE_PUZZLE_AUDIO=off` or a machine without any sound
    /// device gives a silent handle (with one log line).
    pub fn start() -> AudioOut {
        if std::env::var("TILE_PUZZLE_AUDIO").is_ok_and(|v| v == "off") {
            log::info!("sound off (TILE_PUZZLE_AUDIO=off)");
            return AudioOut::silent();
        }
        if !sound_device_likely() {
            log::info!("no sound device found; playing silently");
            return AudioOut::silent();
        }
        let (play_tx, play_rx) = mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("audio".into())
            .spawn(move || match open_stream() {
                Ok(output) => output.serve(play_rx),
                Err(e) => log::info!("no sound ({e}); playing silently"),
            });
        if let Err(e) = spawned {
            log::info!("no sound (cannot start audio thread: {e}); playing silently");
            return AudioOut::silent();
        }
        AudioOut {
            play_tx: Some(play_tx),
        }
    }

    /// Plays `sfx` at `volume` (0–1) over whatever is playing.
    pub fn play(&self, sfx: Sfx, volume: f32) {
        if let Some(tx) = &self.play_tx {
            // A closed channel means the device failed; silence is the right outcome.
            let _ = tx.send((sfx, volume.clamp(0.0, 1.0)));
        }
    }
}

/// Whether a sound card or a sound server seems present. Asking ALSA directly on a machine
/// without either makes the library print several lines of errors, so look first.
fn sound_device_likely() -> bool {
    if !cfg!(target_os = "linux") {
        return true;
    }
    let has_pcm = std::fs::read_dir("/dev/snd")
        .map(|d| {
            d.flatten()
                .any(|e| e.file_name().to_string_lossy().starts_with("pcm"))
        })
        .unwrap_or(false);
    let runtime = std::env::var_os("XDG_RUNTIME_DIR").map(std::path::PathBuf::from);
    let has_server = std::env::var_os("PULSE_SERVER").is_some()
        || runtime
            .is_some_and(|r| r.join("pulse/native").exists() || r.join("pipewire-0").exists())
        || Path::new("/run/pulse/native").exists();
    has_pcm || has_server
}

/// One effect being played.
struct Voice {
    samples: Arc<[f32]>,
    at: usize,
    volume: f32,
}

/// Mixes requested effects into the output buffer.
struct Mixer {
    bank: Vec<(Sfx, Arc<[f32]>)>,
    requests: Receiver<PlayRequest>,
    voices: Vec<Voice>,
    /// Raised once every voice has ended, so the stream can be paused.
    silent: Arc<AtomicBool>,
}

impl Mixer {
    fn next_sample(&mut self) -> f32 {
        let mut sum = 0.0;
        for v in &mut self.voices {
            if let Some(s) = v.samples.get(v.at) {
                sum += s * v.volume;
            }
            v.at += 1;
        }
        sum.clamp(-1.0, 1.0)
    }

    fn fill<T: SizedSample + FromSample<f32>>(&mut self, out: &mut [T], channels: usize) {
        while let Ok((sfx, volume)) = self.requests.try_recv() {
            if let Some((_, samples)) = self.bank.iter().find(|(s, _)| *s == sfx) {
                self.voices.push(Voice {
                    samples: samples.clone(),
                    at: 0,
                    volume,
                });
            }
        }
        for frame in out.chunks_mut(channels.max(1)) {
            let v = T::from_sample(self.next_sample());
            frame.fill(v);
        }
        self.voices.retain(|v| v.at < v.samples.len());
        if self.voices.is_empty() {
            self.silent.store(true, Ordering::Relaxed);
        }
    }
}

/// How long the stream keeps running after the last effect ended, in case another comes.
const LINGER: Duration = Duration::from_millis(500);

/// An open output stream, running only while something plays: a paused stream costs the
/// program no wake-ups.
struct Output {
    stream: cpal::Stream,
    to_mixer: Sender<PlayRequest>,
    silent: Arc<AtomicBool>,
}

impl Output {
    /// Passes play requests to the mixer until the game's handle is dropped, starting the
    /// stream for each and pausing it once the mixer has been silent for a while.
    fn serve(self, requests: Receiver<PlayRequest>) {
        let mut running = false;
        loop {
            let next = if running {
                requests.recv_timeout(LINGER)
            } else {
                requests.recv().map_err(|_| RecvTimeoutError::Disconnected)
            };
            match next {
                Ok(request) => {
                    self.silent.store(false, Ordering::Relaxed);
                    if self.to_mixer.send(request).is_err() {
                        return;
                    }
                    if !running {
                        if let Err(e) = self.stream.play() {
                            log::warn!("cannot start the sound stream: {e}");
                        }
                        running = true;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    if self.silent.load(Ordering::Relaxed) {
                        if let Err(e) = self.stream.pause() {
                            log::debug!("cannot pause the sound stream: {e}");
                        }
                        running = false;
                    }
                }
                Err(RecvTimeoutError::Disconnected) => return,
            }
        }
    }
}

/// Opens the default device's stream, paused until the first effect.
fn open_stream() -> Result<Output, String> {
    let (to_mixer, requests) = mpsc::channel();
    let silent = Arc::new(AtomicBool::new(true));
    let host = cpal::default_host();
    let device = host.default_output_device().ok_or("no output device")?;
    let supported = device.default_output_config().map_err(|e| e.to_string())?;
    let format = supported.sample_format();
    let config: StreamConfig = supported.config();
    let rate = config.sample_rate;
    let channels = usize::from(config.channels);
    let bank = Sfx::ALL
        .iter()
        .map(|&s| (s, Arc::from(render(s, rate))))
        .collect();
    let mut mixer = Mixer {
        bank,
        requests,
        voices: Vec::new(),
        silent: Arc::clone(&silent),
    };
    let on_error = |e: cpal::Error| log::warn!("sound output error: {e}");
    let stream = match format {
        SampleFormat::F32 => device.build_output_stream(
            config,
            move |out: &mut [f32], _: &cpal::OutputCallbackInfo| mixer.fill(out, channels),
            on_error,
            None,
        ),
        SampleFormat::I16 => device.build_output_stream(
            config,
            move |out: &mut [i16], _: &cpal::OutputCallbackInfo| mixer.fill(out, channels),
            on_error,
            None,
        ),
        other => return Err(format!("unsupported sample format {other:?}")),
    }
    .map_err(|e| e.to_string())?;
    // Some backends start a new stream at once: pause it until there is something to play.
    if let Err(e) = stream.pause() {
        log::debug!("cannot pause the sound stream: {e}");
    }
    log::info!("sound on ({} Hz, {channels} channels)", rate);
    Ok(Output {
        stream,
        to_mixer,
        silent,
    })
}
