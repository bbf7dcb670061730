# SOURCE: https://github.com/tensorflow/tensorflow/issues/37191
# MISTAKE: After filling even columns with sines and odd columns with cosines it concatenates the even columns and then the odd columns, returning the "all sines, then all cosines" layout instead of the interleaved PE[:, 2i] = sin, PE[:, 2i+1] = cos layout.
import numpy as np


def _get_angles(pos, i, d_model):
    angle_rates = 1 / np.power(10000, (2 * (i // 2)) / np.float64(d_model))
    return pos * angle_rates


def sinusoidal_positional_encoding(seq_len, d_model):
    if seq_len < 0:
        raise ValueError("seq_len must be >= 0")
    if d_model < 2 or d_model % 2 != 0:
        raise ValueError("d_model must be an even number >= 2")
    angle_rads = _get_angles(np.arange(seq_len)[:, np.newaxis],
                             np.arange(d_model)[np.newaxis, :],
                             d_model)
    angle_rads[:, 0::2] = np.sin(angle_rads[:, 0::2])
    angle_rads[:, 1::2] = np.cos(angle_rads[:, 1::2])
    pe = np.concatenate([angle_rads[:, 0::2], angle_rads[:, 1::2]], axis=-1)
    return pe.astype(np.float64)
