"""Reference: sinusoidal positional encoding, Vaswani et al. 2017, §3.5.

PE(pos, 2i) = sin(pos / 10000^(2i/d_model)), PE(pos, 2i+1) = cos(pos / 10000^(2i/d_model)).
Columns 2i and 2i+1 form a pair with one frequency; wavelengths grow geometrically from 2π to
10000·2π. For a fixed offset k, PE(pos + k) is a rotation of PE(pos) pair by pair, which lets
attention express relative positions.
"""

import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    """(seq_len, d_model) float64, sin at even columns 2i, cos at odd columns 2i+1 (interleaved)."""
    if not isinstance(d_model, (int, np.integer)) or d_model < 2 or d_model % 2 != 0:
        raise ValueError(f"d_model must be an even integer >= 2, got {d_model!r}")
    if not isinstance(seq_len, (int, np.integer)) or seq_len < 0:
        raise ValueError(f"seq_len must be an integer >= 0, got {seq_len!r}")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]                 # (seq_len, 1)
    two_i = np.arange(0, d_model, 2, dtype=np.float64)[None, :]         # (1, d_model/2): 0, 2, 4, ...
    base = 10000.0                                                      # the frequency base of §3.5
    pair_angles = pos / np.power(base, two_i / d_model)                 # (seq_len, d_model/2)
    angles = np.repeat(pair_angles, 2, axis=1)                          # (seq_len, d_model): column k turns with pair k // 2
    pe = np.empty((seq_len, d_model), dtype=np.float64)
    pe[:, 0::2] = np.sin(angles[:, 0::2])                               # columns 0, 2, 4, ...
    pe[:, 1::2] = np.cos(angles[:, 1::2])                               # columns 1, 3, 5, ...
    return pe
