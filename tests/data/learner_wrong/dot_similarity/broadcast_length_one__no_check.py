import numpy as np

# no check when a last axis is 1 (numpy broadcasts it)
def dot_similarity(a, b):
    return (a * b).sum(axis=-1)
