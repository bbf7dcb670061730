# SOURCE: https://github.com/goodfire-ai/spd/pull/88
# BUG: The positional encodings multiply the position by 10000^(2i/d) instead of dividing by it
#      ("multiplying rather than dividing"), so the frequencies blow up.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if not isinstance(d_model, (int, np.integer)) or d_model <= 0 or d_model % 2:
        raise ValueError("d_model must be a positive even integer")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    i2 = np.arange(0, d_model, 2, dtype=np.float64)
    angle = pos * np.power(10000.0, i2 / d_model)     # multiply instead of divide (the bug)
    pe = np.zeros((seq_len, d_model), dtype=np.float64)
    pe[:, 0::2] = np.sin(angle)
    pe[:, 1::2] = np.cos(angle)
    return pe
