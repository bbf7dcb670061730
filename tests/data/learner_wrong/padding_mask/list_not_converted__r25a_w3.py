# MISTAKE: lengths is never converted with np.asarray, so `lengths[:, None]` fails (TypeError) when lengths is a plain Python list, which the prompt allows.
import numpy as np


def padding_mask(lengths, max_len):
    positions = np.arange(max_len)[None, :]
    return positions < lengths[:, None]
