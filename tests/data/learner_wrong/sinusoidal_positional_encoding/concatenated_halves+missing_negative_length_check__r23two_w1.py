# MISTAKE: Uses the concatenated layout (all sines in the first half of the columns, all cosines in the second half) instead of the interleaved sin/cos layout.
# MISTAKE: No check for a negative seq_len: np.arange(-1) is empty, so it returns shape (0, d_model) instead of raising ValueError.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError(f"d_model must be a positive even integer, got {d_model}")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    i = np.arange(d_model // 2, dtype=np.float64)[None, :]
    angle = pos / 10000.0 ** (2 * i / d_model)
    return np.concatenate([np.sin(angle), np.cos(angle)], axis=-1)
