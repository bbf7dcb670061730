# MISTAKE: Off by one: position t is marked real when t <= length instead of t < length, so the first padding slot of every shorter sentence is left visible (and a length-0 sequence gets one True).
import numpy as np


def padding_mask(lengths, max_len):
    rows = [[t <= int(n) for t in range(max_len)] for n in list(lengths)]
    return np.array(rows, dtype=bool).reshape(len(rows), max_len)
