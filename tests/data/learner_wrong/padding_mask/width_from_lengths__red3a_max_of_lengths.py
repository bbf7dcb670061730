# mistake: uses the longest length instead of the max_len argument as the width
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    width = int(lengths.max()) if lengths.size else max_len
    return np.arange(width)[None, :] < lengths[:, None]
