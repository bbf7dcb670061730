# MISTAKE: `lengths` is indexed as lengths[:, None] without np.asarray, which only works for ndarrays; a plain Python list (allowed by the prompt) raises TypeError.
import numpy as np


def padding_mask(lengths, max_len):
    positions = np.arange(max_len)[None, :]
    return positions < lengths[:, None]
