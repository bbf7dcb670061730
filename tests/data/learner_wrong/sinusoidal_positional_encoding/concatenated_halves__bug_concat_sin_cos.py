# Bug report: https://github.com/allenai/allennlp/issues/2993 (tensor2tensor layout, also fairseq#4648)
# sinusoids = cat([sin(scaled_time), cos(scaled_time)]): all sines, then all cosines, not interleaved.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model < 2 or d_model % 2 or seq_len < 0:
        raise ValueError("bad sizes")
    pos = np.arange(seq_len, dtype=np.float64)[:, None]
    i = np.arange(d_model // 2, dtype=np.float64)[None, :]
    ang = pos / 10000.0 ** (2 * i / d_model)
    return np.concatenate([np.sin(ang), np.cos(ang)], axis=1)
