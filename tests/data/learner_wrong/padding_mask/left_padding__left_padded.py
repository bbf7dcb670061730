# mistake: left padding (real tokens at the end)
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    return np.arange(max_len)[None, :] >= (max_len - lengths)[:, None]
