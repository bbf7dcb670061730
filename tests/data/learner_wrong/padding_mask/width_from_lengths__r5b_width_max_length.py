# mistake: uses max(lengths) as the width instead of the max_len argument (wrong shape when no sequence fills max_len)
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    width = int(lengths.max()) if lengths.size else max_len
    return np.arange(width)[None, :] < lengths[:, None]
