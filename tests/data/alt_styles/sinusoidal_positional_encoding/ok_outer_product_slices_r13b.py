import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if int(d_model) != d_model or d_model < 2 or d_model % 2:
        raise ValueError(f"d_model must be an even int >= 2, got {d_model}")
    if int(seq_len) != seq_len or seq_len < 0:
        raise ValueError(f"seq_len must be >= 0, got {seq_len}")
    pos = np.arange(int(seq_len), dtype=np.float64)
    omega = np.exp(-np.log(10000.0) * np.arange(0, d_model, 2, dtype=np.float64) / d_model)
    ang = np.outer(pos, omega)
    pe = np.empty((int(seq_len), int(d_model)), dtype=np.float64)
    pe[:, 0::2] = np.sin(ang)
    pe[:, 1::2] = np.cos(ang)
    return pe
