//! The reference match runner.
