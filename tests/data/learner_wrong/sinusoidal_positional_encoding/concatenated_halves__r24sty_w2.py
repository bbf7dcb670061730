# MISTAKE: each row is built as all the sines followed by all the cosines (the concatenated layout of some libraries) instead of interleaving sin in even columns and cos in odd columns.
import numpy as np


def _rows(seq_len, d_model):
    freqs = 10000.0 ** (-np.arange(0, d_model, 2) / d_model)
    for pos in range(seq_len):
        ang = pos * freqs
        yield np.concatenate([np.sin(ang), np.cos(ang)])


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2:
        raise ValueError("d_model must be even and >= 2")
    if seq_len < 0:
        raise ValueError("negative seq_len")
    return np.fromiter(_rows(seq_len, d_model), dtype=np.dtype((np.float64, (d_model,))),
                       count=seq_len).reshape(seq_len, d_model)
