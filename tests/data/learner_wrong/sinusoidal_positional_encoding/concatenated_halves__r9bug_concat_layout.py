# https://github.com/tensorflow/tensorflow/issues/37191
# Bug: correct frequencies but the output is concatenated [all sines | all cosines] instead of interleaved sin/cos columns.
import numpy as np

def _check(seq_len, d_model):
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")


def sinusoidal_positional_encoding(seq_len, d_model):
    _check(seq_len, d_model)
    freq = 10000.0 ** (-2.0 * np.arange(d_model // 2) / d_model)
    ang = np.arange(seq_len, dtype=np.float64)[:, None] * freq[None, :]
    return np.concatenate([np.sin(ang), np.cos(ang)], axis=-1)
