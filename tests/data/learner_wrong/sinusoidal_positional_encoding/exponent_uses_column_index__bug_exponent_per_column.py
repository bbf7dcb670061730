# https://github.com/shenweichen/DeepCTR/issues/379
# position_enc = [[pos / 10000 ** (2 * i / d) for i in range(d)] ...], then sin on the even and cos
# on the odd columns: every column gets its own exponent 2j/d instead of sharing 2i/d per pair.
import numpy as np


def sinusoidal_positional_encoding(seq_len, d_model):
    if d_model <= 0 or d_model % 2 or seq_len < 0:
        raise ValueError("invalid arguments")
    position_enc = np.array([[pos / np.power(10000, 2.0 * i / d_model) for i in range(d_model)]
                             for pos in range(seq_len)], dtype=np.float64).reshape(seq_len, d_model)
    position_enc[:, 0::2] = np.sin(position_enc[:, 0::2])
    position_enc[:, 1::2] = np.cos(position_enc[:, 1::2])
    return position_enc
