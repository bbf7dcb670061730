# URL: https://github.com/tatp22/multidim-positional-encoding/issues/20
# Bug: layout is [all sines | all cosines] (torch.cat of sin and cos) instead of interleaved sin/cos columns; frequencies right.
import numpy as np

def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model <= 0 or d_model % 2 or seq_len < 0:
        raise ValueError("bad sizes")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    i = np.arange(d_model // 2, dtype=np.float64)
    ang = pos * 10000.0 ** (-2.0 * i / d_model)
    return np.concatenate([np.sin(ang), np.cos(ang)], axis=-1)
