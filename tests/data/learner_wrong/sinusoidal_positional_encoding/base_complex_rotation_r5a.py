import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if not (d_model >= 2 and d_model % 2 == 0):
        raise ValueError(f"d_model must be even and >= 2, got {d_model}")
    if seq_len < 0:
        raise ValueError(f"seq_len must be >= 0, got {seq_len}")
    omega = 1.0 / (10000.0 ** (np.arange(d_model // 2) * 2.0 / d_model))
    angle = np.arange(seq_len)[:, None] * omega[None, :]
    z = 1j * np.exp(-1j * angle)          # = sin(angle) + i cos(angle)
    return np.ascontiguousarray(z).view(np.float64).reshape(seq_len, d_model)
