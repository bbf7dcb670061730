import numpy as np


def padding_mask(lengths, max_len):
    rows = []
    for n in list(np.asarray(lengths).reshape(-1)):
        row = []
        for t in range(max_len):
            row.append(t < int(n))
        rows.append(row)
    return np.array(rows, dtype=bool).reshape(len(rows), max_len)
