import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if int(d_model) != d_model or d_model < 2 or d_model % 2 != 0:
        raise ValueError(f"d_model must be an even int >= 2, got {d_model}")
    if int(seq_len) != seq_len or seq_len < 0:
        raise ValueError(f"seq_len must be an int >= 0, got {seq_len}")
    seq_len, d_model = int(seq_len), int(d_model)
    pos = np.arange(seq_len, dtype=np.float64)[:, None]              # (seq, 1)
    two_i = np.arange(0, d_model, 2, dtype=np.float64)               # 0, 2, 4, ...
    omega = 10000.0 ** (-two_i / d_model)                            # (d/2,)
    ang = pos * omega
    pe = np.zeros((seq_len, d_model), dtype=np.float64)
    pe[:, 0::2] = np.sin(ang)
    pe[:, 1::2] = np.cos(ang)
    return pe
