# MISTAKE: lengths is not converted with np.asarray, so a plain Python list raises TypeError at lengths[:, None].
# MISTAKE: uses <= instead of <, so position t == length (the first padding slot) is marked as a real token.
import numpy as np


def padding_mask(lengths, max_len):
    t = np.arange(max_len)
    return (t[None, :] <= lengths[:, None]).astype(bool)
