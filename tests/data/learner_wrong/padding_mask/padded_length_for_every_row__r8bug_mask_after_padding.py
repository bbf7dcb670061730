# https://github.com/tinkoff-ai/CORL/issues/21 — mask built after padding, from the padded length (always max_len) instead of the true lengths, so every position is True.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    padded_lengths = np.full(lengths.shape, max_len)   # length measured after padding
    return np.arange(max_len)[None, :] < padded_lengths[:, None]
