# MISTAKE: the offset is abs(k_len - q_len), so when q_len > k_len the first rows become True instead of all False (the offset must be negative there).
import numpy as np


class CausalMask:
    def __init__(self, q_len, k_len=None):
        self.q_len = q_len
        self.k_len = q_len if k_len is None else k_len

    def getOffset(self):
        # how many cached keys sit before the first query
        return abs(self.k_len - self.q_len)

    def getRows(self):
        return np.arange(self.q_len)[:, None]

    def getCols(self):
        return np.arange(self.k_len)[None, :]

    def toArray(self):
        return self.getCols() <= self.getRows() + self.getOffset()


def causal_mask(q_len, k_len=None):
    return CausalMask(q_len, k_len).toArray()
