# mistake: uses max(lengths) instead of the max_len argument
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    width = int(lengths.max())
    return np.arange(width)[None, :] < lengths[:, None]
