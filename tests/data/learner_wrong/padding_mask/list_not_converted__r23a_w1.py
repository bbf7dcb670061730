# MISTAKE: Indexes lengths[:, None] without converting it to an array first, so a plain Python list of lengths (allowed by the prompt) raises TypeError.
import numpy as np


def padding_mask(lengths, max_len):
    positions = np.arange(max_len)
    return positions[None, :] < lengths[:, None]
