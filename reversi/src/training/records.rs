//! Compact binary forms of a chunk of games, of its labels and of its searched scores
//! (little-endian), so that a training run's data can be kept and continued: a game is its
//! length and one byte per move; its labels are the result and the solved positions; its
//! searched scores are a fixed-depth search's values of the positions too far from the end
//! to solve.

use super::labels::GameLabels;
use crate::square::Square;

/// A chunk of bytes that does not decode.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("damaged training record at byte {0}")]
pub struct RecordError(pub usize);

/// Reads bytes in order, failing with the offset of the first missing one.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn byte(&mut self) -> Result<u8, RecordError> {
        let byte = *self.bytes.get(self.at).ok_or(RecordError(self.at))?;
        self.at += 1;
        Ok(byte)
    }

    fn count(&mut self) -> Result<usize, RecordError> {
        let mut word = [0u8; 4];
        for byte in &mut word {
            *byte = self.byte()?;
        }
        Ok(u32::from_le_bytes(word) as usize)
    }

    fn finish(self) -> Result<(), RecordError> {
        if self.at == self.bytes.len() {
            Ok(())
        } else {
            Err(RecordError(self.at))
        }
    }
}

/// A chunk of games: the count, then per game its number of moves and the moves.
pub fn encode_games(games: &[Vec<Square>]) -> Vec<u8> {
    let mut bytes = (games.len() as u32).to_le_bytes().to_vec();
    for game in games {
        bytes.push(game.len() as u8);
        bytes.extend(game.iter().map(|s| s.index() as u8));
    }
    bytes
}

/// Reads a chunk of games.
pub fn decode_games(bytes: &[u8]) -> Result<Vec<Vec<Square>>, RecordError> {
    let mut reader = Reader { bytes, at: 0 };
    let count = reader.count()?;
    let mut games = Vec::with_capacity(count.min(1 << 16));
    for _ in 0..count {
        let len = reader.byte()?;
        let mut game = Vec::with_capacity(usize::from(len));
        for _ in 0..len {
            let at = reader.at;
            game.push(Square::new(reader.byte()?).ok_or(RecordError(at))?);
        }
        games.push(game);
    }
    reader.finish()?;
    Ok(games)
}

/// A chunk of labels: the count, then per game its result, the number of solved positions
/// and each as (move number, score).
pub fn encode_labels(labels: &[GameLabels]) -> Vec<u8> {
    let mut bytes = (labels.len() as u32).to_le_bytes().to_vec();
    for game in labels {
        bytes.push(game.result as u8);
        bytes.push(game.solved.len() as u8);
        for &(ply, score) in &game.solved {
            bytes.push(ply);
            bytes.push(score as u8);
        }
    }
    bytes
}

/// Reads a chunk of labels.
pub fn decode_labels(bytes: &[u8]) -> Result<Vec<GameLabels>, RecordError> {
    let mut reader = Reader { bytes, at: 0 };
    let count = reader.count()?;
    let mut labels = Vec::with_capacity(count.min(1 << 16));
    for _ in 0..count {
        let result = reader.byte()? as i8;
        let solved_count = reader.byte()?;
        let mut solved = Vec::with_capacity(usize::from(solved_count));
        for _ in 0..solved_count {
            let ply = reader.byte()?;
            solved.push((ply, reader.byte()? as i8));
        }
        labels.push(GameLabels { result, solved });
    }
    reader.finish()?;
    Ok(labels)
}

/// The searched scores of one game: the move number of the first searched position and
/// one score per position from there on (hundredths of a disc, for the side to move).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Searched {
    /// Move number (from 0) of the first searched position.
    pub first: u8,
    /// The scores of positions `first`, `first + 1`, ….
    pub scores: Vec<i16>,
}

impl Searched {
    /// The searched score of the position before move `ply`, if it was searched.
    pub fn at(&self, ply: usize) -> Option<i16> {
        ply.checked_sub(usize::from(self.first))
            .and_then(|i| self.scores.get(i).copied())
    }
}

/// A chunk of searched scores: the count, then per game its first move number, the number
/// of scores and each as an `i16`.
pub fn encode_searched(games: &[Searched]) -> Vec<u8> {
    let mut bytes = (games.len() as u32).to_le_bytes().to_vec();
    for game in games {
        bytes.push(game.first);
        bytes.push(game.scores.len() as u8);
        for score in &game.scores {
            bytes.extend(score.to_le_bytes());
        }
    }
    bytes
}

/// Reads a chunk of searched scores.
pub fn decode_searched(bytes: &[u8]) -> Result<Vec<Searched>, RecordError> {
    let mut reader = Reader { bytes, at: 0 };
    let count = reader.count()?;
    let mut games = Vec::with_capacity(count.min(1 << 16));
    for _ in 0..count {
        let first = reader.byte()?;
        let len = reader.byte()?;
        let mut scores = Vec::with_capacity(usize::from(len));
        for _ in 0..len {
            scores.push(i16::from_le_bytes([reader.byte()?, reader.byte()?]));
        }
        games.push(Searched { first, scores });
    }
    reader.finish()?;
    Ok(games)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_round_trip_and_damage_is_caught() {
        let games = vec![
            vec![Square::new(37).unwrap(), Square::new(43).unwrap()],
            vec![],
        ];
        let bytes = encode_games(&games);
        assert_eq!(decode_games(&bytes).unwrap(), games);
        assert_eq!(decode_games(&bytes[..bytes.len() - 1]), Err(RecordError(7)));
        let labels = vec![GameLabels {
            result: -12,
            solved: vec![(40, -10), (41, 10)],
        }];
        let bytes = encode_labels(&labels);
        assert_eq!(decode_labels(&bytes).unwrap(), labels);
        let mut padded = bytes.clone();
        padded.push(0);
        assert!(decode_labels(&padded).is_err());
        let searched = vec![Searched {
            first: 3,
            scores: vec![-250, 1200],
        }];
        let bytes = encode_searched(&searched);
        assert_eq!(decode_searched(&bytes).unwrap(), searched);
        assert_eq!(searched[0].at(4), Some(1200));
        assert_eq!(searched[0].at(2), None);
        assert_eq!(searched[0].at(5), None);
        assert_eq!(
            decode_searched(&bytes[..bytes.len() - 1]),
            Err(RecordError(9))
        );
    }
}
