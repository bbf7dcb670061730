import numpy as np


def merge_heads(x):
    # mistake: averages the heads instead of concatenating them
    return x.mean(axis=1)
