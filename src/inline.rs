//! [`InlineVec`]: a short list kept in place, for the records a hand adds at every trick
//! (a trick's cards, a seat's draws). A playout builds and drops thousands of hands, and a
//! heap allocation per record was a tenth of a random hand's time. Reads as a slice;
//! serializes, deserializes and describes its JSON schema exactly as a `Vec` does.

use schemars::JsonSchema;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::borrow::Cow;
use std::fmt;
use std::ops::Deref;

/// A value to fill the unused inline slots with (never read).
pub trait Filler: Copy {
    /// The filler.
    const FILL: Self;
}

/// A list of up to `N` copies in place, more on the heap; a `Vec` to every reader.
#[derive(Clone)]
pub struct InlineVec<T: Filler, const N: usize>(Repr<T, N>);

#[derive(Clone)]
enum Repr<T: Filler, const N: usize> {
    Inline(u8, [T; N]),
    Heap(Vec<T>),
}

impl<T: Filler, const N: usize> InlineVec<T, N> {
    /// An empty list.
    pub const fn new() -> Self {
        InlineVec(Repr::Inline(0, [T::FILL; N]))
    }

    /// Appends `x`, moving to the heap past `N`.
    pub fn push(&mut self, x: T) {
        match &mut self.0 {
            Repr::Inline(len, buf) => {
                if (*len as usize) < N {
                    buf[*len as usize] = x;
                    *len += 1;
                } else {
                    let mut v = Vec::with_capacity(2 * N.max(1));
                    v.extend_from_slice(&buf[..]);
                    v.push(x);
                    self.0 = Repr::Heap(v);
                }
            }
            Repr::Heap(v) => v.push(x),
        }
    }

    /// Empties the list (a list on the heap keeps its buffer).
    pub fn clear(&mut self) {
        match &mut self.0 {
            Repr::Inline(len, _) => *len = 0,
            Repr::Heap(v) => v.clear(),
        }
    }

    /// Appends every item of `xs`.
    pub fn extend_from_slice(&mut self, xs: &[T]) {
        for &x in xs {
            self.push(x);
        }
    }
}

impl<T: Filler, const N: usize> Default for InlineVec<T, N> {
    fn default() -> Self {
        Self::new()
    }
}

impl<T: Filler, const N: usize> Deref for InlineVec<T, N> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        match &self.0 {
            Repr::Inline(len, buf) => &buf[..*len as usize],
            Repr::Heap(v) => v,
        }
    }
}

impl<T: Filler, const N: usize> From<&[T]> for InlineVec<T, N> {
    fn from(xs: &[T]) -> Self {
        if xs.len() <= N {
            let mut buf = [T::FILL; N];
            buf[..xs.len()].copy_from_slice(xs);
            InlineVec(Repr::Inline(xs.len() as u8, buf))
        } else {
            InlineVec(Repr::Heap(xs.to_vec()))
        }
    }
}

impl<T: Filler, const N: usize> From<Vec<T>> for InlineVec<T, N> {
    fn from(v: Vec<T>) -> Self {
        if v.len() <= N {
            Self::from(&v[..])
        } else {
            InlineVec(Repr::Heap(v))
        }
    }
}

impl<T: Filler + PartialEq, const N: usize> PartialEq for InlineVec<T, N> {
    fn eq(&self, other: &Self) -> bool {
        self[..] == other[..]
    }
}

impl<T: Filler + Eq, const N: usize> Eq for InlineVec<T, N> {}

impl<T: Filler + PartialEq, const N: usize> PartialEq<Vec<T>> for InlineVec<T, N> {
    fn eq(&self, other: &Vec<T>) -> bool {
        self[..] == other[..]
    }
}

impl<'a, T: Filler, const N: usize> IntoIterator for &'a InlineVec<T, N> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T: Filler + fmt::Debug, const N: usize> fmt::Debug for InlineVec<T, N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T: Filler + Serialize, const N: usize> Serialize for InlineVec<T, N> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de, T: Filler + Deserialize<'de>, const N: usize> Deserialize<'de> for InlineVec<T, N> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Vec::<T>::deserialize(d).map(Self::from)
    }
}

impl<T: Filler + JsonSchema, const N: usize> JsonSchema for InlineVec<T, N> {
    fn inline_schema() -> bool {
        <Vec<T>>::inline_schema()
    }
    fn schema_name() -> Cow<'static, str> {
        <Vec<T>>::schema_name()
    }
    fn schema_id() -> Cow<'static, str> {
        <Vec<T>>::schema_id()
    }
    fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
        <Vec<T>>::json_schema(generator)
    }
}

impl Filler for crate::cards::Card {
    const FILL: Self = crate::cards::Card::JOKER;
}

/// Seats.
impl Filler for usize {
    const FILL: Self = 0;
}

/// A seat's cards.
impl Filler for (usize, crate::cards::CardSet) {
    const FILL: Self = (0, crate::cards::CardSet::EMPTY);
}

#[cfg(test)]
mod tests {
    use super::*;

    impl Filler for u16 {
        const FILL: u16 = 0;
    }

    /// Past `N` the list moves to the heap and keeps its order; JSON as a `Vec`'s.
    #[test]
    fn reads_and_serializes_as_a_vec() {
        let mut a: InlineVec<u16, 2> = InlineVec::new();
        let mut v = Vec::new();
        for x in 1..6u16 {
            a.push(x);
            v.push(x);
            assert_eq!(&a[..], &v[..]);
            assert_eq!(serde_json::to_string(&a).unwrap(), serde_json::to_string(&v).unwrap());
            assert_eq!(format!("{a:?}"), format!("{v:?}"));
            let back: InlineVec<u16, 2> = serde_json::from_str(&serde_json::to_string(&v).unwrap()).unwrap();
            assert_eq!(back, a);
        }
        assert_eq!(schemars::schema_for!(InlineVec<u16, 2>), schemars::schema_for!(Vec<u16>));
    }
}
