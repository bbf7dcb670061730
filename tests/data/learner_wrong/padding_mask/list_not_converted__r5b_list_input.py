# mistake: indexes lengths[:, None] directly: crashes when lengths is a Python list (fine for ndarrays)
import numpy as np


def padding_mask(lengths, max_len):
    return np.arange(max_len) < lengths[:, None]
