# https://github.com/ivanvovk/WaveGrad/issues/12
# Bug: frequencies computed as (2i/d) ** 1e-4 instead of 1e-4 ** (2i/d) (base and exponent swapped: column pair 0 gets frequency 0, the rest all ~1); layout and checks correct.
import numpy as np

def _check(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")


def sinusoidal_positional_encoding(seq_len, d_model):
    _check(seq_len, d_model)
    expo = 2.0 * np.arange(d_model // 2) / d_model
    freq = expo ** 1e-4
    ang = np.arange(seq_len, dtype=np.float64)[:, None] * freq[None, :]
    pe = np.zeros((seq_len, d_model), dtype=np.float64)
    pe[:, 0::2] = np.sin(ang)
    pe[:, 1::2] = np.cos(ang)
    return pe
