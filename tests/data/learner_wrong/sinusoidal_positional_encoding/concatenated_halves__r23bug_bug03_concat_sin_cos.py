# SOURCE: https://github.com/kimiyoung/transformer-xl/issues/119
# MISTAKE: Builds the encoding as torch.cat([sin, cos], -1): all sines in the first half of the columns and all cosines in the second half, instead of the interleaved sin/cos layout (2i, 2i+1).
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError("d_model must be an even integer >= 2")
    pos = np.arange(seq_len, dtype=np.float64)
    inv_freq = 1.0 / (10000.0 ** (np.arange(0, d_model, 2, dtype=np.float64) / d_model))
    sinusoid_inp = np.outer(pos, inv_freq)               # (seq_len, d_model/2)
    pe = np.concatenate([np.sin(sinusoid_inp), np.cos(sinusoid_inp)], axis=-1)
    return pe
